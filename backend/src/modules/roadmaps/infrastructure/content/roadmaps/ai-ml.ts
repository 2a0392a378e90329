import type { RoadmapContent } from '../content-types.js';

/** The AI / Machine Learning Engineer roadmap (issue 29). The slug and section keys are stable identifiers. */
export const AI_ML_ROADMAP: RoadmapContent = {
  slug: 'ai-ml',
  title: 'AI / Machine Learning Engineer',
  summary:
    'Build systems that learn from data: the maths, classic models, deep learning with PyTorch, language models and RAG, and shipping models that are measured honestly.',
  descriptionMd: `This roadmap is for programmers and analysts who want to build machine-learning systems, not only use them. You start with Python, the command line and Git, then the maths that makes learning work: vectors and matrices, gradients and gradient descent, and the statistics to tell a real improvement from noise.

The middle of the roadmap is modelling: preparing data and features, evaluating models honestly, linear and logistic models, decision trees and ensembles, clustering, then neural networks in PyTorch for images and text, embeddings and the transformers behind today's large language models.

The last part is what a job asks for: building retrieval-augmented LLM applications, serving models behind an API in a container, tracking experiments so results can be reproduced, and the responsibilities that come with automated decisions. By the end you can **train, evaluate and ship a model or an LLM feature, and explain its limits**: the work of a junior ML or AI engineer.`,
  level: 'intermediate',
  estimatedHours: 64,
  tags: ['machine-learning', 'python', 'pytorch', 'llm', 'rag', 'mlops'],
  prerequisites: [
    'Programming in Python or another language (the Data Analyst roadmap is a good start)',
    'School-level algebra; the maths you need beyond it is taught here',
  ],
  sections: [
    { key: 'foundations', title: 'Foundations', modules: ['python-for-data', 'command-line-basics', 'git-basics'] },
    {
      key: 'maths',
      title: 'The Maths Behind Learning',
      modules: ['linear-algebra-for-ml', 'calculus-and-gradient-descent', 'statistics-basics'],
    },
    { key: 'data', title: 'Data and Features', modules: ['pandas-data-wrangling', 'feature-engineering'] },
    {
      key: 'classic-ml',
      title: 'Classic Machine Learning',
      modules: [
        'machine-learning-basics',
        'model-evaluation',
        'classification-models',
        'trees-and-ensembles',
        'unsupervised-learning',
      ],
    },
    {
      key: 'deep-learning',
      title: 'Deep Learning',
      modules: [
        'neural-networks',
        'pytorch-basics',
        'computer-vision-basics',
        'nlp-and-embeddings',
        'transformers-and-llms',
      ],
    },
    {
      key: 'production',
      title: 'Shipping Models Responsibly',
      modules: [
        'llm-apps-and-rag',
        'serving-models-as-apis',
        'ml-experiments-and-reproducibility',
        'containers-docker',
        'responsible-ai',
        'data-ethics-privacy',
      ],
    },
  ],
};
