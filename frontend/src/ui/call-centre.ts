/** The committee's call centre (spec §2): in the header, the footer and the help pages. */
export const CALL_CENTRE = '1198';
