/** The specification's words, spelling kept, for a failure without the server's own message. */
export const unexpectedLeadError = "An unexpected error occured";
