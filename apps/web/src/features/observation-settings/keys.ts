/** Apart from the query, so the app's first script can name it (offline essentials) without the schema. */
export const observationSettingsKey = ['observation-settings'] as const;
