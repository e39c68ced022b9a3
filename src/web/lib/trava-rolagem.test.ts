import { afterEach, describe, expect, it } from 'vitest';
import { liberarRolagem, rolagemTravada, travarRolagem } from './trava-rolagem.ts';

afterEach(() => liberarRolagem());

describe('trava de rolagem', () => {
  it('só destrava quando todas as travas são liberadas; liberar duas vezes não conta em dobro', () => {
    const a = travarRolagem();
    const b = travarRolagem();
    expect(document.body.style.overflow).toBe('hidden');
    a();
    a();
    expect(document.body.style.overflow).toBe('hidden');
    b();
    expect(document.body.style.overflow).toBe('');
    expect(rolagemTravada()).toBe(false);
  });

  it('a troca de página limpa travas esquecidas e estilos deixados no <body>', () => {
    const esquecida = travarRolagem();
    document.body.style.paddingRight = '15px';
    document.documentElement.style.overflow = 'hidden';
    liberarRolagem();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
    // uma trava nova não é desfeita pela liberação atrasada da antiga
    const nova = travarRolagem();
    esquecida();
    expect(document.body.style.overflow).toBe('hidden');
    nova();
    expect(document.body.style.overflow).toBe('');
  });
});
