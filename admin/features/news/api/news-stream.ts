/** The toolbar reads the newest 10 (spec admin §9). */
export const trayLimit = 10;
