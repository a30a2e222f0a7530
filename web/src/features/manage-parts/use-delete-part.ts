import { messages, type Part } from '@cps/domain';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { notePartWritten } from './part-writes';

const partPath = (id: string) => `/part/${encodeURIComponent(id)}`;

/** DELETE /part/{id} after the 'Yes, delete it!' dialog, then 'Deleted!'. */
export function useDeletePart() {
  const { run, pendingId } = useConfirmedDelete(messages.dialogs.deletePart, partPath);
  return { remove: (part: Pick<Part, '_id'>) => run(part._id).then(notePartWritten), pendingId };
}
