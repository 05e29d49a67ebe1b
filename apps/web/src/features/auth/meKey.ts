/** The signed-in user's query key, apart from its query (me.ts) and the schema that query reads with. */
export const ME_QUERY_KEY = ['me'] as const;
