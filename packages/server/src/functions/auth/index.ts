import type { authContract } from '@sc/domain/contract/auth';
import type { AreaHandlers } from '../context.ts';
import { changeUserEmailAddress } from './change-user-email-address.ts';
import { createUserWithEmailLink } from './create-user-with-email-link.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { generateAuthToken } from './generate-auth-token.ts';
import { getPatientSignInToken } from './get-patient-sign-in-token.ts';
import { getUserPasswordCreated } from './get-user-password-created.ts';
import { getViewer } from './get-viewer.ts';
import { refreshTokenOnFailure } from './refresh-token-on-failure.ts';
import { resetUserPassword } from './reset-user-password.ts';
import { sendFinishSignUpEmail } from './send-finish-sign-up-email.ts';
import { setPasswordWithToken } from './set-password-with-token.ts';
import { signInWithToken } from './sign-in-with-token.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { getUserInfo, updateUserInfo } from './update-user-info.ts';

export const authHandlers = {
  getViewer,
  getUserPasswordCreated,
  signIn,
  signInWithToken,
  signOut,
  generateAuthToken,
  refreshTokenOnFailure,
  getPatientSignInToken,
  resetUserPassword,
  sendFinishSignUpEmail,
  setPasswordWithToken,
  getUserInfo,
  updateUserInfo,
  createUser,
  createUserWithEmailLink,
  changeUserEmailAddress,
  deleteUser,
} satisfies AreaHandlers<typeof authContract>;
