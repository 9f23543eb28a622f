import type { AuthResult, registerFormSchema } from '@nestway/core/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type RegisterInput = z.output<typeof registerFormSchema>;

export const register = (input: RegisterInput) => apiRequest<AuthResult>('POST', '/api/auth/register', input);

export const useRegister = () => useMutation({ mutationFn: register });
