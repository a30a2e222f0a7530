import { mailCopy, mergeProfile, messages, profileFields, type ProfileDoc } from '@cps/domain';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/form';
import { Modal } from '@/components/modal';
import { useRole } from '@/lib/auth/role';
import { profileLabels } from './profile-fields';
import { ProfileForm, type ProfileValues } from './profile-form';
import { updateProfile, useProfile } from './use-profile';

function ProfileValue({ field, value }: { field: keyof ProfileDoc; value: string }) {
  if (!value) return <span className="text-slate-400">Not set</span>;
  if (field === 'linkedinProfile' && /^https?:\/\//i.test(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all font-medium text-brand-700 underline"
      >
        {value}
      </a>
    );
  }
  return <span className="break-words">{value}</span>;
}

function Profile({ user }: { user: User }) {
  const profileState = useProfile(user.uid);
  const { status } = profileState;
  const data = profileState.status === 'ready' ? profileState.data : undefined;
  const [editing, setEditing] = useState(false);
  const profile = mergeProfile({ email: user.email ?? '' }, data ?? {});
  const updatesByMail = data?.orderUpdateMail !== false;

  const save = async (values: ProfileValues) => {
    try {
      if (await updateProfile(user.email ?? profile.email, values)) {
        toast.success(messages.success.profileUpdated);
        setEditing(false);
      } else {
        toast.error('Your profile could not be updated. Please try again.');
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {status === 'error' ? (
          <p role="alert" className="text-red-600">
            Your profile could not be loaded. Check your connection and reload the page.
          </p>
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" aria-busy={status === 'loading'}>
            {profileFields.map((field) => (
              <div key={field} className="min-w-0">
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {profileLabels[field]}
                </dt>
                <dd className="mt-1 min-h-6 text-ink">
                  {status === 'loading' && field !== 'email' ? (
                    <span
                      aria-hidden="true"
                      className="block h-5 w-2/3 animate-pulse rounded bg-slate-200"
                    />
                  ) : (
                    <ProfileValue field={field} value={profile[field]} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {status !== 'error' && (
          <p className="mt-4 text-sm text-slate-600" data-testid="order-mail-choice">
            {updatesByMail ? mailCopy.preference.on : mailCopy.preference.off}
          </p>
        )}
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            className={buttonClass}
            disabled={status !== 'ready' && status !== 'missing'}
            onClick={() => setEditing(true)}
          >
            Update
          </button>
        </div>
      </div>
      <Modal open={editing} title="Update Profile" onClose={() => setEditing(false)}>
        <ProfileForm current={{ ...profile, orderUpdateMail: updatesByMail }} onSubmit={save} />
      </Modal>
    </>
  );
}

/** Spec §2 My Profile: read-only info, live, with a modal to update it. */
export function MyProfilePage() {
  const { user } = useRole();
  return (
    <section aria-labelledby="my-profile-heading">
      <h1 id="my-profile-heading" className="mb-6 text-2xl font-bold text-ink">
        My Profile
      </h1>
      {user && <Profile user={user} />}
    </section>
  );
}
