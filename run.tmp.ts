import { uploadsUnderLoad, tally } from '/work/wt/body/scripts/probe/checks/upload-load.ts'
const runs = await uploadsUnderLoad([{ port: 3421, ownAddresses: false }, { port: 3421, ownAddresses: true }])
for (const run of runs) console.log(tally(run.statuses, run.reasons), JSON.stringify({ ...run, statuses: undefined, reasons: undefined }))
