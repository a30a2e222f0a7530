// `npm run rebuild-daily-stats -- [--project <id>]`: rewrites the daily sales figures
// (`dailyStats`) from a recount of the orders (migrations.ts, rebuildDailyStats), for a project
// whose orders were written before the figures existed. Run it while no orders are written (a
// change between its reads and its writes is lost from the figures; a second run makes them
// right). Against a demo- project it talks to the local emulators; against a real project it
// uses your Application Default Credentials and the project of `firebase use` / --project.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { scriptProject } from './support/project';
import { rebuildDailyStats } from './migrations';

const { values } = parseArgs({ options: { project: { type: 'string' } } });

const projectId = scriptProject(values.project);

const { days, removed } = await rebuildDailyStats(getFirestore(initializeApp({ projectId })));
console.log(`dailyStats in ${projectId}: ${days} day documents written, ${removed} removed.`);
