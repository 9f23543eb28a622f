import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { CardScreen } from '@/components/layout/card-screen';
import { LoginForm } from '../components/login-form';

export function AdminLoginPage() {
  return (
    <CardScreen
      icon={ShieldCheck}
      title="Admin Login"
      description="Sign in to manage clients, viewings and payments."
      footer={
        <p>
          Not on the admin team?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            User Login
          </Link>
        </p>
      }
    >
      <LoginForm isAdmin emailLabel="Admin Email" submitLabel="Sign In as Admin" failureTitle="Admin login failed" />
    </CardScreen>
  );
}
