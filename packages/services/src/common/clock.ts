/**
 * "Now" as the services read it: one clock per process, handed to every service that reads the time (the system's
 * in the shop; tests pin it), so that a quote, the order it becomes and the mails about it agree on the day.
 */
export type TClock = () => Date;

export const systemClock: TClock = () => new Date();
