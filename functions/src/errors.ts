/**
 * The one error type every layer throws for an expected failure. The HTTP
 * error handler turns it into `{ error: { code, message, details? } }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, message: string, details?: Record<string, string>) => new ApiError(400, code, message, details);
export const unauthenticated = (message: string, code = 'unauthenticated') => new ApiError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new ApiError(403, code, message);
export const notFound = (message: string, code = 'not_found') => new ApiError(404, code, message);
export const conflict = (code: string, message: string, details?: Record<string, string>) => new ApiError(409, code, message, details);
/** Well-formed, but what it asks for cannot be done with the data as it stands (a work profile too empty for a resume). */
export const unprocessable = (code: string, message: string, details?: Record<string, string>) => new ApiError(422, code, message, details);
