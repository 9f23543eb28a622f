import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { AuthScreen } from '../components/auth-screen';
import { LoginForm } from '../components/login-form';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export function LoginPage() {
  return (
    <AuthScreen
      icon={LockKeyhole}
      title="Welcome Back"
      description="Sign in to follow your home search."
      footer={
        <>
          <p>
            New to Nestway?{' '}
            <Link to={paths.register} className={linkClass}>
              Register
            </Link>
          </p>
          <Link to={paths.adminLogin} className="text-xs font-medium text-muted underline-offset-4 hover:text-brand-700 hover:underline">
            Admin Login
          </Link>
        </>
      }
    >
      <LoginForm
        isAdmin={false}
        emailLabel="Email"
        submitLabel="Sign In"
        failureTitle="Login failed"
        extra={
          <Link to={paths.forgotPassword} className={`-mt-2 self-end text-sm ${linkClass}`}>
            Forgot password?
          </Link>
        }
      />
    </AuthScreen>
  );
}
