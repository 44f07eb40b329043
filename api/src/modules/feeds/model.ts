import * as v from 'valibot'

/** Whether the podcast (or one series' or speaker's) has episodes yet: how many. */
export const PodcastEpisodes = v.object({ episodes: v.number() })
