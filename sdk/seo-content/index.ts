export * from './rules';
export * from './api';
export type { ActorSeoContent, TagSeoContent } from '../api/schemas/seo-content';
