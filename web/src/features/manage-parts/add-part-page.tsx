import { useState } from 'react';
import toast from 'react-hot-toast';
import { AddPartForm, type NewPartInput } from './add-part-form';
import { addPart, uploadImage } from './part-api';

/** Spec §2 Add Part (admin): upload the picture, then add the part; the server's message is shown. */
export function AddPartPage() {
  const [uploading, setUploading] = useState(false);

  const add = async (part: NewPartInput): Promise<boolean> => {
    try {
      setUploading(true);
      let url: string;
      try {
        url = await uploadImage(part.image);
      } finally {
        setUploading(false);
      }
      const answer = await addPart(part, url);
      toast.success(answer.message);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  return (
    <section aria-labelledby="add-part-heading" className="max-w-3xl">
      <h1 id="add-part-heading" className="mb-6 text-2xl font-bold text-ink">
        Add Product
      </h1>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <AddPartForm onSubmit={add} uploading={uploading} />
      </div>
    </section>
  );
}
