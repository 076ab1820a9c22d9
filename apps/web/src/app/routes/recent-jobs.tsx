import { BoardPage } from './board-page';

/** /recent-jobs (spec §2): the newest open jobs that match the worker. */
export function Component() {
  return <BoardPage title="New jobs for you" list="recent" />;
}
