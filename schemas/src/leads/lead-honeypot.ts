/**
 * Hidden from people; a form that arrives with it filled in was filled in by a robot. Apart
 * from the lead schema, so a form's markup names it without loading zod.
 */
export const leadHoneypotField = "extra_notes";
