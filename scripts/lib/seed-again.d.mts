export function exportData(directory: string, name: string): Promise<void>;
export function importData(metadata: string): Promise<void>;
export function wipeData(): Promise<void>;
export function withBackgroundTriggersOff<T>(work: () => Promise<T>): Promise<T>;
export function seedAgain(): Promise<number>;
