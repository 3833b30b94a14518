/** Word lists of the demo catalog: invented stage names and tasteful, non-explicit titles. */
import { CATEGORY_SLUGS } from '../../../sdk/video-lists/categories';

export const FIRST_NAMES = [
  'Lena', 'Mia', 'Sofia', 'Emma', 'Lara', 'Nina', 'Julia', 'Anna', 'Clara', 'Lea', 'Hanna', 'Marie',
  'Sarah', 'Laura', 'Jana', 'Vivien', 'Carla', 'Paula', 'Ella', 'Zoe', 'Luna', 'Maya', 'Kira', 'Nora',
  'Ines', 'Lucia', 'Elena', 'Alba', 'Noa', 'Valeria', 'Daniela', 'Irene', 'Marta', 'Sanne', 'Fleur',
  'Femke', 'Isa', 'Roos', 'Jade', 'Chloe', 'Amelie', 'Stella', 'Bella', 'Ruby', 'Ivy', 'Aria', 'Leonie',
  'Tessa', 'Greta', 'Romy', 'Malin', 'Svea', 'Kim', 'Alex', 'Robin', 'Sam',
];

/** Names for single men and male couples (types M and MM). */
export const MALE_FIRST_NAMES = ['Jonas', 'Luca', 'Max', 'Nico', 'Leon', 'Finn', 'Paul', 'Tim', 'Marco', 'Hugo', 'Daan', 'Bram'];

export const NAME_SUFFIXES = [
  'Rose', 'Belle', 'Star', 'Sky', 'Moon', 'Sun', 'Blue', 'Gold', 'Silk', 'Satin', 'Dream', 'Sweet',
  'Wild', 'Joy', 'Bloom', 'Pearl', 'Fox', 'Dove', 'Ray', 'Heart', 'Lux', 'Nova', 'May', 'June',
];

export const THREE_WORDS = [
  'funny', 'curious', 'warm', 'sporty', 'creative', 'romantic', 'honest', 'cheeky', 'calm', 'loyal',
  'spontaneous', 'charming', 'witty', 'gentle', 'bold', 'dreamy', 'open', 'playful', 'clever', 'cosy',
];

// The site names and links these (sdk/video-lists/categories.ts): one list, so no chip leads to an unknown category.
export const CATEGORIES: string[] = [...CATEGORY_SLUGS];

export const TAGS = [
  'dance', 'music', 'travel', 'cooking', 'gaming', 'yoga', 'fashion', 'lingerie', 'beach', 'roleplay',
  'talk', 'asmr', 'costume', 'sunset', 'studio', 'morning', 'night', 'retro', 'poolside', 'candlelight',
];

export const TITLE_ADJECTIVES = [
  'Golden', 'Silent', 'Satin', 'Lazy', 'Secret', 'Sunny', 'Midnight', 'Sweet', 'Wild', 'Soft', 'Blue',
  'Little', 'Lucky', 'Rainy', 'Summer', 'Winter', 'Hidden', 'First', 'Last', 'Crimson',
];

export const TITLE_NOUNS = [
  'Afternoon', 'Evening', 'Dance', 'Surprise', 'Holiday', 'Getaway', 'Session', 'Moment', 'Story', 'Dream',
  'Date', 'Weekend', 'Escape', 'Game', 'Workout', 'Picnic', 'Morning', 'Show', 'Diary', 'Secret',
];

/** Country code -> the language spoken there first. */
export const COUNTRIES: readonly (readonly [string, string, number])[] = [
  ['DE', 'de', 40], ['AT', 'de', 8], ['CH', 'de', 6], ['NL', 'nl', 8], ['ES', 'es', 10],
  ['CZ', 'cs', 5], ['PL', 'pl', 5], ['RO', 'ro', 5], ['HU', 'hu', 4], ['IT', 'it', 4], ['FR', 'fr', 5],
];

export const BANNABLE_COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'ES', 'US', 'GB', 'FR'];
