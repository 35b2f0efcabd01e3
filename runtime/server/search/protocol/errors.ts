/** An error with the HTTP status and message Algolia would answer with. */
export class SearchError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "SearchError";
    this.status = status;
  }
}

export function badRequest(message: string): SearchError {
  return new SearchError(400, message);
}

export function indexNotFound(): SearchError {
  return new SearchError(404, "Index does not exist");
}
