import { parse } from 'fast-querystring';

/** The query-string parser of every route (Fastify's routerOptions): Fastify's own, with an empty query read as {}. */
export const parseQueryString = (query: string): Record<string, unknown> => (query.length === 0 ? {} : (parse(query) as Record<string, unknown>));
