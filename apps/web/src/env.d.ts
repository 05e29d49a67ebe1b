interface ImportMetaEnv {
  /** Address of the shared training library; a deployment may point it at its own library. */
  readonly VITE_TRAINING_LIBRARY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
