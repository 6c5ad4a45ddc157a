/** The URL fragment a password-reset link carries its token in (`/app#reset=…`): read by the workspace's gate. */
export const PASSWORD_RESET_FRAGMENT = 'reset=';
