export const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));
