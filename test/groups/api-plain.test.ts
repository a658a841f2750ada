import { runGroup } from '../helpers/groups.ts';

await runGroup(import.meta.url);
