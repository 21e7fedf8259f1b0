// `npm run staff -- add|list|disable ...`: see host/admin/staff-command.ts.
import { messageOf, runStaffCommand } from './staff-command.js';

runStaffCommand(process.argv.slice(2), process.env, (line) => console.log(line)).catch((err: unknown) => {
  console.error(messageOf(err));
  process.exitCode = 1;
});
