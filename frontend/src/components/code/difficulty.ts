export type Difficulty = 'easy' | 'medium' | 'hard';

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
/** Filled badge colours whose text keeps a 4.5:1 contrast (with autoContrast) in both schemes. */
export const DIFFICULTY_COLORS: Record<Difficulty, string> = { easy: 'teal.9', medium: 'yellow.5', hard: 'red.9' };
