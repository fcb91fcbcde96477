/** Security settings and their defaults. */
export interface SecuritySettings {
  sessionTimeout: number; // minutes, sliding
  passwordMinLength: number;
  loginAttempts: number;
  lockoutDuration: number; // minutes
}

export const SECURITY_DEFAULTS: SecuritySettings = {
  sessionTimeout: 60,
  passwordMinLength: 8,
  loginAttempts: 5,
  lockoutDuration: 15,
};

export const SECURITY_KEYS = {
  sessionTimeout: 'security.session_timeout',
  passwordMinLength: 'security.password_min_length',
  loginAttempts: 'security.login_attempts',
  lockoutDuration: 'security.lockout_duration',
} as const satisfies Record<keyof SecuritySettings, string>;
