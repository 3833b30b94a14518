/** The video page's calls and rules (issue 13 §4): votes, recommendations, share e-mail, preview thumbnails. */
export { createQueryService, QueryServiceError, type QueryService, type QueryServiceOptions } from './query-service';
export { fetchVideoRecommendations, sendVideoShareMail, voteOnVideo, type RecommendationBasis, type RecommendedVideo, type ShareMailInput, type VideoRatingAnswer } from './api';
export { isScrubKey, MAX_PREVIEW_THUMBNAILS, stepThumbnail, thumbnailIndexAt, thumbnailSeconds, usableThumbnails, type ScrubKey } from './thumbnails';
export { SHARE_MESSAGE_MAX, shareMailProblems, type ShareFieldProblem } from './share-form';
export { embedWatch, isPreparing, PREPARING_RECHECK_MS, shouldReReadOnGrantExpired, watchMode, type EmbedWatch, type WatchFields, type WatchMode } from './watch';
