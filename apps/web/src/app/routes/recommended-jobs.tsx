import { BoardPage } from './board-page';

/** /recommended-jobs (spec §2): the jobs that suit the worker best first, each with its reasons. */
export function Component() {
  return <BoardPage title="Recommended for you" list="recommended" />;
}
