// The vote stream in a process of its own (bench/lib/vote-stream.ts startVoteStreamProcess), so
// the load measured beside it cannot make it late.
import { startVoteStream, type VoteStreamOptions } from './vote-stream.ts';

process.once('message', (options: VoteStreamOptions) => {
  const stream = startVoteStream(options);
  process.send?.({ started: true });
  process.once('message', async () => {
    const result = await stream.stop();
    process.send?.({ result }, () => process.disconnect());
  });
});
