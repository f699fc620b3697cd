import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {TestProject} from 'vitest/node';
import {startBackendFromEnv} from '../../dev-backend/main';

declare module 'vitest' {
  export interface ProvidedContext {
    backendOrigin: string;
  }
}

/** One dev backend on a free port, with its own data, for all worker tests. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'keel-worker-test-'));
  const backend = await startBackendFromEnv({port: 0, dataDir, quiet: true});
  project.provide('backendOrigin', backend.origin);
  return async () => {
    await backend.close();
    rmSync(dataDir, {recursive: true, force: true});
  };
}
