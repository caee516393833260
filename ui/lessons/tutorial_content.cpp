// The tutorial's text and code, section by section, as the notebook has them. Where the zh
// notebook's own words are wrong or garbled, the zh_CN text quotes them (笔记本原文：“…”) and a
// marked note follows with the correct statement, as the English text has one too
// (translations/glossary.md).
#include "lessons/tutorial_content.h"

#include <QCoreApplication>

const std::vector<TutorialSection>& tutorialSections() {
  static const std::vector<TutorialSection> sections = {
      {"intro", QT_TRANSLATE_NOOP("Tutorial", "Data Parallelism"),
       QT_TRANSLATE_NOOP("Tutorial",
                         "<p>Authors: Sung Kim and Jenny Kang</p>"
                         "<p>In this tutorial we will learn how to use multiple GPUs with <code>DataParallel</code>.</p>"
                         "<p>It is very easy to use GPUs with PyTorch. You can put the model on a GPU with "
                         "<code>model.to(device)</code>, and copy all your tensors to the GPU with "
                         "<code>mytensor = my_tensor.to(device)</code>. Note that calling <code>my_tensor.to(device)</code> "
                         "alone does not change <code>my_tensor</code>: it returns a new copy on the GPU, so you need to "
                         "assign it to a new tensor and use that tensor on the GPU. (<b>dpviz note</b>: the Chinese "
                         "notebook says the opposite here, that the call does not copy the tensor to the GPU; it does, "
                         "into a new tensor, and leaves <code>my_tensor</code> as it was.)</p>"
                         "<p>Running forward and backward propagation on multiple GPUs is natural, but PyTorch uses "
                         "only one GPU by default. You can run your model in parallel on multiple GPUs easily with "
                         "<code>model = nn.DataParallel(model)</code>. That is the core of this tutorial; we look at "
                         "it in more detail below.</p>"),
       "", TutorialAction::None},
      {"imports", QT_TRANSLATE_NOOP("Tutorial", "Imports and parameters"),
       QT_TRANSLATE_NOOP("Tutorial", "<p>Import the PyTorch modules and define the parameters.</p>"),
       "import torch\n"
       "import torch.nn as nn\n"
       "from torch.utils.data import Dataset, DataLoader\n"
       "\n"
       "# Parameters and DataLoaders\n"
       "input_size = 5\n"
       "output_size = 2\n"
       "\n"
       "batch_size = 30\n"
       "data_size = 100",
       TutorialAction::Configure},
      {"device", QT_TRANSLATE_NOOP("Tutorial", "Device"),
       QT_TRANSLATE_NOOP("Tutorial", "<p>The device the model and the data go to: the first GPU if there is one.</p>"),
       "device = torch.device(\"cuda:0\" if torch.cuda.is_available() else \"cpu\")", TutorialAction::ShowDevices},
      {"dataset", QT_TRANSLATE_NOOP("Tutorial", "Dummy dataset"),
       QT_TRANSLATE_NOOP("Tutorial", "<p>Make a dummy (random) dataset. You only need to implement <code>__getitem__</code>.</p>"
                                     "<p>(<b>dpviz note</b>: <code>__len__</code> is needed too: "
                                     "<code>DataLoader(shuffle=True)</code> draws the order from a <code>RandomSampler</code>, which asks "
                                     "for <code>len(dataset)</code>; the code below has both.)</p>"),
       "class RandomDataset(Dataset):\n"
       "\n"
       "    def __init__(self, size, length):\n"
       "        self.len = length\n"
       "        self.data = torch.randn(length, size)\n"
       "\n"
       "    def __getitem__(self, index):\n"
       "        return self.data[index]\n"
       "\n"
       "    def __len__(self):\n"
       "        return self.len\n"
       "\n"
       "rand_loader = DataLoader(dataset=RandomDataset(input_size, data_size),\n"
       "                         batch_size=batch_size, shuffle=True)",
       TutorialAction::LoadBatch},
      {"model", QT_TRANSLATE_NOOP("Tutorial", "Simple model"),
       QT_TRANSLATE_NOOP("Tutorial",
                         "<p>For the demo, our model just gets an input, performs a linear operation, and gives an "
                         "output. <code>DataParallel</code> works with any model (CNN, RNN, Capsule Net and so on).</p>"
                         "<p>We put a print statement inside the model to print the sizes of the input and output "
                         "tensors. Pay attention to what is printed at batch rank 0. (<b>dpviz note</b>: “batch rank 0” "
                         "means dim 0 of the batch, the batch dimension, which DataParallel splits: in the sizes each "
                         "replica prints, dim 0 is the number of rows of its own chunk.)</p>"),
       "class Model(nn.Module):\n"
       "    # Our model\n"
       "\n"
       "    def __init__(self, input_size, output_size):\n"
       "        super(Model, self).__init__()\n"
       "        self.fc = nn.Linear(input_size, output_size)\n"
       "\n"
       "    def forward(self, input):\n"
       "        output = self.fc(input)\n"
       "        print(\"\\tIn Model: input size\", input.size(),\n"
       "              \"output size\", output.size())\n"
       "\n"
       "        return output",
       TutorialAction::None},
      {"wrap", QT_TRANSLATE_NOOP("Tutorial", "Create a model and DataParallel"),
       QT_TRANSLATE_NOOP("Tutorial",
                         "<p>This is the core part of the tutorial. First, we make a model instance and check whether "
                         "we have multiple GPUs. If we do, we wrap our model with <code>nn.DataParallel</code>. Then "
                         "we put the model on the GPU with <code>model.to(device)</code>.</p>"),
       "model = Model(input_size, output_size)\n"
       "if torch.cuda.device_count() > 1:\n"
       "  print(\"Let's use\", torch.cuda.device_count(), \"GPUs!\")\n"
       "  # dim = 0 [30, xxx] -> [10, ...], [10, ...], [10, ...] on 3 GPUs\n"
       "  model = nn.DataParallel(model)\n"
       "\n"
       "model.to(device)",
       TutorialAction::Wrap},
      {"run", QT_TRANSLATE_NOOP("Tutorial", "Run the model"),
       QT_TRANSLATE_NOOP("Tutorial", "<p>Now we can see the sizes of the input and output tensors.</p>"),
       "for data in rand_loader:\n"
       "    input = data.to(device)\n"
       "    output = model(input)\n"
       "    print(\"Outside: input size\", input.size(),\n"
       "          \"output_size\", output.size())",
       TutorialAction::RunEpoch},
      {"results", QT_TRANSLATE_NOOP("Tutorial", "Results"),
       QT_TRANSLATE_NOOP("Tutorial",
                         "<p>With no GPU or one GPU, a batch of 30 inputs gives 30 outputs, as expected. With several "
                         "GPUs you get the results below.</p>"
                         "<p>(<b>dpviz note</b>: each GPU prints the size of its own chunk; the Outside line, printed "
                         "after the gather, shows the whole batch again.)</p>"),
       "", TutorialAction::Compare},
      {"summary", QT_TRANSLATE_NOOP("Tutorial", "Summary"),
       QT_TRANSLATE_NOOP("Tutorial",
                         "<p>DataParallel splits your data automatically and sends the job to multiple models on "
                         "several GPUs. After each model finishes its job, DataParallel collects and merges the "
                         "results before returning them to you.</p>"
                         "<p>(<b>dpviz note</b>: the \"multiple models\" are one model's replicas, one on each GPU, "
                         "made from the same module before every forward; not different models.)</p>"
                         "<p>For more information, see:<br>"
                         "https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html</p>"
                         "<p>(<b>dpviz note</b>: that address was in the old former_torchies part of the PyTorch "
                         "tutorials, written for users coming from Lua Torch, and is out of date; DataParallel's "
                         "current documentation is at the address below.)<br>"
                         "https://pytorch.org/docs/stable/generated/torch.nn.DataParallel.html</p>"),
       "", TutorialAction::None},
  };
  return sections;
}

QString sectionTitle(const TutorialSection& section) {
  return QCoreApplication::translate("Tutorial", section.title);
}

QString sectionText(const TutorialSection& section) { return QCoreApplication::translate("Tutorial", section.text); }
