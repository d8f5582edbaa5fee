/**
 * Lets code outside React (the Apollo error link) navigate through the router. The router registers
 * itself at start-up; before that (and in tests) a full page load is used.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => {
  window.location.assign(to);
};

export function registerNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}

/** Path plus query of the current page, as used in `?redirect=`. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
