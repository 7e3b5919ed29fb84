import type { HelpTopic } from './help-article';

export const ACCOUNT: HelpTopic = {
  id: 'conta-e-privacidade',
  title: 'Conta e privacidade',
  articles: [
    {
      id: 'sua-conta',
      title: 'Sua conta, senha e sessões',
      summary: 'Dados do perfil, senha, login com GitHub ou Google e sessões abertas.',
      keywords: ['conta', 'perfil', 'senha', 'esqueci', 'login', 'google', 'github', 'sessão', 'sair'],
      body: [
        'Em [Perfil](/app/profile) você altera nome e senha, vincula ou desvincula o login com GitHub ou Google e vê as sessões abertas, podendo encerrar as de outros aparelhos. Esqueceu a senha? Use "Esqueci minha senha" na [tela de entrada](/auth): o link chega por e-mail e vale uma vez, por 24 horas.',
        'Depois de algumas tentativas de senha erradas, novas tentativas ficam bloqueadas por alguns minutos.',
      ],
    },
    {
      id: 'equipe',
      title: 'Membros, convites e organizações',
      summary: 'Convide pessoas, mude papéis e troque de organização.',
      keywords: ['membro', 'convite', 'convidar', 'equipe', 'papel', 'organização', 'trocar', 'cnpj'],
      body: [
        'Em [Configurações da organização](/app/settings/organization), administradores convidam pessoas por e-mail como Membro ou Administrador, mudam papéis e removem membros. Quem participa de mais de uma organização troca de uma para outra no menu do topo; quem também atende por um fornecedor entra no portal por ali.',
      ],
    },
    {
      id: 'baixar-meus-dados',
      title: 'Baixar meus dados',
      summary: 'Uma cópia dos seus dados pessoais em JSON (LGPD).',
      keywords: ['lgpd', 'dados', 'exportar', 'baixar', 'cópia', 'portabilidade', 'privacidade', 'titular'],
      body: [
        'Em [Perfil](/app/profile), "Baixar meus dados" gera um arquivo JSON com o seu perfil, as organizações e fornecedores de que você participa, as suas sessões, os pedidos que você fez e os leads que você criou. Segredos (senhas, chaves, tokens) nunca entram no arquivo.',
        'Outros direitos da LGPD e como exercê-los estão na [Política de privacidade](/privacidade#direitos).',
      ],
    },
    {
      id: 'excluir-conta',
      title: 'Excluir minha conta',
      summary: 'O que acontece com pedidos, sessões e chaves quando a conta é excluída.',
      keywords: ['excluir', 'apagar', 'deletar', 'conta', 'lgpd', 'eliminação', 'anonimizar', 'privacidade'],
      body: [
        'Em [Perfil](/app/profile), "Excluir minha conta" pede confirmação e então:',
        {
          list: [
            'as suas sessões são encerradas e as chaves de API que você criou são revogadas;',
            'os pedidos continuam no histórico da organização (e do fornecedor), com o seu nome anonimizado;',
            'você não consegue mais entrar com aquele e-mail e senha.',
          ],
        },
        'Se você é o **único proprietário** de uma organização, a exclusão é recusada com uma mensagem: antes, passe a propriedade para outra pessoa ou exclua a organização.',
      ],
    },
  ],
};
