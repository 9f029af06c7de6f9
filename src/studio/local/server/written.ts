// What the studio itself wrote, so a publish sends exactly that and refuses a file changed by hand since.
// Held in memory only: after a restart the studio checks the file on disk instead.

/** The fingerprint of the text the studio last wrote to each file, by its path. */
export const written = new Map<string, string>();
