import { NotFoundContent } from './StatusContent';

export function NotFoundPage() {
  return <NotFoundContent />;
}
