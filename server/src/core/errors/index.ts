export { AppError, isAppError, type ErrorArgs } from './app-error.ts';
export { catalogue, byCode, isErrorName, type ErrorName } from './catalogue.ts';
export { renderMessage } from './render.ts';
export { parseInput } from './validation.ts';
