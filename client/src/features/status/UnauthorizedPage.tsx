import { UnauthorizedContent } from './StatusContent';

export function UnauthorizedPage() {
  return <UnauthorizedContent />;
}
