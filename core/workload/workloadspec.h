// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/precision.h"
#include "io/diagnostic.h"
#include "operator.h"

#include <QString>
#include <optional>
#include <vector>

namespace ts {

/// Which step a workload describes: one training step, the prefill of a prompt, or one decode
/// step (one new token for every sequence of the batch).
enum class StepKind { Training, Prefill, Decode };

/// "training", "prefill", "decode".
QString stepKindName(StepKind step);
std::optional<StepKind> stepKindFromName(const QString& name);

/// Attention implementation: unfused (QKᵀ GEMM, softmax, P·V GEMM, S×S scores in memory) or
/// fused flash attention (Dao et al. 2022), which also skips fully masked causal tiles.
enum class AttentionImpl { Unfused, Flash };

/// What a training step keeps of the forward pass and what it computes again in the backward
/// pass. None keeps every activation the backward pass reads (Korthikanti et al. 2022); Full
/// keeps each block's input and re-runs the whole block (Chen et al. 2016); ExceptWeightGemms
/// keeps the outputs of the weight GEMMs and re-runs everything else of the block (norms,
/// activations, attention): MaxText's remat_policy "minimal", which is
/// jax.checkpoint_policies.checkpoint_dots_with_no_batch_dims. The others are the remat
/// policies MaxText and Megatron-LM name (docs/workload.md, "Recomputation and offloading"):
/// SaveDotExceptMlp keeps Q, K, V and the out-projection's output and recomputes the MLP;
/// SaveQkvProj keeps Q, K and V only; QkvProjOffloaded and MinimalOffloaded are SaveQkvProj and
/// ExceptWeightGemms with what they keep in host memory; Selective (Megatron-LM's
/// recompute_granularity "selective") re-runs only the core attention; Custom takes each
/// tensor's placement from RunConfig::customRemat (MaxText's remat_policy "custom").
enum class RecomputePolicy {
    None,
    ExceptWeightGemms,
    Full,
    SaveDotExceptMlp,
    SaveQkvProj,
    QkvProjOffloaded,
    MinimalOffloaded,
    Selective,
    Custom,
};

/// Every policy, in the order the names are listed.
inline constexpr RecomputePolicy kAllRecomputePolicies[] = { RecomputePolicy::None,
    RecomputePolicy::ExceptWeightGemms, RecomputePolicy::Full, RecomputePolicy::SaveDotExceptMlp,
    RecomputePolicy::SaveQkvProj, RecomputePolicy::QkvProjOffloaded,
    RecomputePolicy::MinimalOffloaded, RecomputePolicy::Selective, RecomputePolicy::Custom };

/// "none", "except_weight_gemms", "full", "save_dot_except_mlp", "save_qkv_proj",
/// "qkv_proj_offloaded", "minimal_offloaded", "selective", "custom".
QString recomputePolicyName(RecomputePolicy policy);
/// Also accepts MaxText's "minimal" for except_weight_gemms.
std::optional<RecomputePolicy> recomputePolicyFromName(const QString& name);

/// Where a training step keeps one tensor of a transformer block for the backward pass:
/// computed again from the block input, kept in device memory, or offloaded to the host's
/// memory over the host link and brought back for the backward pass (MaxText's "remat",
/// "device", "offload").
enum class RematPlacement { Recompute, Device, Offload };

/// "remat", "device", "offload".
QString rematPlacementName(RematPlacement placement);
std::optional<RematPlacement> rematPlacementFromName(const QString& name);

/// The placement of each named tensor of a block, as MaxText's custom policy names them:
/// `decoder_layer_input` (the block's input, the checkpoint), `query_proj`/`key_proj`/
/// `value_proj` (one placement for the three), `context` (the attention's output), `out_proj`,
/// `mlpwi` (the MLP's first GEMM(s)) and `mlpwo` (its last). Weight-GEMM roles of other
/// layers follow the closest: latent attention's projections are query_proj, a MoE router and
/// experts are the MLP's.
struct RematTensors
{
    RematPlacement layerInput = RematPlacement::Device;
    RematPlacement qkv = RematPlacement::Device;
    RematPlacement context = RematPlacement::Device;
    RematPlacement outProj = RematPlacement::Device;
    RematPlacement mlpIn = RematPlacement::Device;
    RematPlacement mlpOut = RematPlacement::Device;

    bool operator==(const RematTensors&) const = default;
    /// Whether anything is computed again (norms and other vector ops are then recomputed
    /// too, except under Selective).
    bool recomputesAny() const;
    /// Whether anything goes to host memory.
    bool offloadsAny() const;
};

/// The placements `policy` stands for (Custom: `custom`).
RematTensors rematTensors(RecomputePolicy policy, const RematTensors& custom = {});

/// The software that runs a step, as a kernel inventory (docs/engine.md, "The software stack"):
/// Fused is Megatron-LM with Transformer Engine and MaxText with XLA (one kernel a norm, a
/// rotary embedding, a gated activation; the loss fused with the head; the library's fused
/// attention); FsdpEager is PyTorch in eager mode as FSDP, LLM Foundry, torchtune and Hugging
/// Face's Trainer run models written in plain PyTorch (Hugging Face's LlamaRMSNorm, rotary and
/// MLP as separate kernels, each reading and writing the whole activation; the logits upcast
/// to fp32 before the loss; FlashAttention-2 through scaled_dot_product_attention; PEFT's
/// scale and add beside each LoRA adapter).
enum class SoftwareStack { Fused, FsdpEager };

/// "fused", "fsdp-eager".
QString softwareStackName(SoftwareStack stack);
std::optional<SoftwareStack> softwareStackFromName(const QString& name);

/// The serving engine whose scheduler defaults a serving estimate follows (issue 35 item 7,
/// docs/serving.md "Engines"; serving::ServingEstimator::enginePreset). None: the estimator's
/// own defaults, as before engines existed.
enum class ServingEngine { None, Vllm, Sglang, TensorRtLlm, JetStream };

/// "none", "vllm", "sglang", "trtllm", "jetstream".
QString servingEngineName(ServingEngine engine);
/// The engine a name gives ("vllm", "sglang", "trtllm", "jetstream"); nothing otherwise.
std::optional<ServingEngine> servingEngineFromName(const QString& name);
/// The names servingEngineFromName accepts, in that order.
QStringList servingEngineNames();

/// The drafts a run may name (RunConfig::draftPreset) that are not presets: "ngram" (prompt
/// lookup, no draft model), "mtp" (the model's multi-token-prediction module) and "eagle" (an
/// EAGLE head); serving::ServingEstimator::draftOf builds them (docs/serving.md).
QStringList ownDraftNames();
/// The acceptance rate a run takes when it gives none: 0.85 for "mtp" (DeepSeek-V3 technical
/// report, arXiv 2412.19437 §5.4.3: the second token is accepted 85-90% of the time), 0.5 for
/// "ngram" (prompt lookup proposes what the prompt repeats, which depends on the task: say it),
/// 0.7 otherwise.
double defaultAcceptanceRate(const QString& draft);

/// "library", "flash-attention-2", "masked-mha" (workload files' and validation rows'
/// "attention_kernel").
QString attentionKernelName(AttentionKernel kernel);
std::optional<AttentionKernel> attentionKernelFromName(const QString& name);

/// The optimizer a training step updates its weights with, and so the state it keeps per
/// trained parameter: Adam (Kingma and Ba 2015; AdamW): two moments; SGD with momentum: one;
/// Adafactor (Shazeer and Stern 2018, without its optional first moment, as T5 trained): a
/// factored second moment, a row and a column vector per matrix, under 0.1 % of the
/// parameters and not counted. Each also keeps fp32 master weights when the weights are
/// narrower than the optimizer precision.
enum class OptimizerKind { Adam, Sgd, Adafactor };

/// "adam", "sgd", "adafactor".
QString optimizerKindName(OptimizerKind kind);
std::optional<OptimizerKind> optimizerKindFromName(const QString& name);
/// The full-width moments each trained parameter carries: 2, 1, 0.
int optimizerMoments(OptimizerKind kind);

/// Parameter-efficient fine-tuning: LoRA (Hu et al. 2021, arXiv:2106.09685) and QLoRA
/// (Dettmers et al. 2023, arXiv:2305.14314). The model's weights stay frozen (no gradients, no
/// optimizer state, no weight-gradient GEMMs); each targeted linear layer x·W gets a trained
/// low-rank path (x·A)·B, A of k × rank and B of rank × n, one pair per projection of a fused
/// layer (q, k and v; gate and up), as PEFT adds them.
struct LoraConfig
{
    qint64 rank = 0; ///< 0: every weight trained (pre-training or full fine-tuning)
    bool attention = true; ///< adapters on the attention projections
    bool mlp = true; ///< and on the MLP's (QLoRA's choice: every linear layer but the head)
    /// The frozen weights' storage: bf16 or fp16 (LoRA), int8, or int4 (QLoRA's 4-bit
    /// NormalFloat, dequantized to the compute precision before each GEMM that reads it).
    Precision basePrecision = Precision::BF16;

    bool enabled() const { return rank > 0; }
    friend bool operator==(const LoraConfig&, const LoraConfig&) = default;
};

/// The run parameters of a workload: batch, sequence, precisions and training options.
struct RunConfig
{
    StepKind step = StepKind::Training;
    qint64 globalBatch = 1; ///< sequences (images, samples) per step
    qint64 microBatch = 1; ///< per forward/backward pass; divides globalBatch
    qint64 seqLength = 2048; ///< tokens per sequence; the prompt length for inference
    qint64 generatedTokens = 128; ///< decode steps after the prefill
    Precision weightPrecision = Precision::BF16;
    Precision activationPrecision = Precision::BF16; ///< also the compute precision
    Precision optimizerPrecision = Precision::FP32; ///< master weights and moments
    OptimizerKind optimizer = OptimizerKind::Adam;
    /// The gradients' storage: absent, the weights' (the ZeRO paper's 16 bytes a parameter
    /// with bf16 weights: 2 + 2 + 12); fp32 is Megatron-LM's main-gradient buffer (18 bytes:
    /// 2 + 4 + 12).
    std::optional<Precision> gradientPrecision;
    RecomputePolicy recompute = RecomputePolicy::None; ///< training only
    /// The placements of RecomputePolicy::Custom (workload files: "remat_custom").
    RematTensors customRemat;
    SoftwareStack stack = SoftwareStack::Fused; ///< workload files: "stack"
    /// The fused-attention kernel where it is not the stack's own (absent: FlashAttention-2 for
    /// FsdpEager, the library's kernel for Fused). Transformer Engine picks flash-attn ahead of
    /// cuDNN in its releases before the Hopper preference (docs/engine.md, "Which attention
    /// kernel Transformer Engine runs"): a run on such a release says "flash-attention-2".
    /// Workload files: "attention_kernel".
    std::optional<AttentionKernel> attentionKernel;
    AttentionImpl attention = AttentionImpl::Flash;
    /// Decode only: the positions each sequence feeds one step, 1 for ordinary decoding; k + 1
    /// when the model verifies k tokens a draft model proposed (speculative decoding). They
    /// attend causally to the cache and to each other, and each gets its logits. Set by the
    /// serving estimate, not stored in workload files.
    qint64 queriesPerSequence = 1;
    /// Serving: the KV cache's storage precision (fp8 or int8 caches, int4 as KIVI has it) where
    /// it is not the attention's; decode steps read the cache at this width, and it is what the
    /// cache holds. Absent: the attention's precision.
    std::optional<Precision> kvCachePrecision;
    LoraConfig lora; ///< training only
    /// Serving's latency targets (prefill and decode steps): a request's first token within
    /// `ttftTargetSeconds` and each later token within `tpotTargetSeconds`; the comparison shows
    /// the largest batch that meets them (serving::ServingEstimator). 0: no target.
    double ttftTargetSeconds = 0;
    double tpotTargetSeconds = 0;
    /// Serving: continuous batching in steady state (serving::Batching::Continuous), with a
    /// chunked prefill of `prefillChunkTokens` tokens a step (0: none); speculative decoding
    /// with the preset `draftPreset` proposing `speculatedTokens`, each accepted with
    /// `acceptanceRate` (empty: none). docs/serving.md.
    bool continuousBatching = false;
    qint64 prefillChunkTokens = 0;
    /// Serving: the engine whose scheduler defaults apply (its token budget, chunked prefill,
    /// cap on running requests); an engine serves continuously unless a draft is given.
    ServingEngine servingEngine = ServingEngine::None;
    QString draftPreset;
    qint64 speculatedTokens = 4;
    double acceptanceRate = 0.7;

    friend bool operator==(const RunConfig&, const RunConfig&) = default;
};

enum class NormKind { LayerNorm, RmsNorm };
enum class MlpKind { Gelu, SwiGlu };
enum class PositionKind { Learned, Rotary };

/// Hyper-parameters of a transformer: decoder (GPT, LLaMA), encoder (BERT, causal = false) and
/// mixture of experts (Mixtral, experts > 1). Sources per preset in resources/presets/.
struct TransformerConfig
{
    bool causal = true;
    qint64 layers = 1;
    qint64 hidden = 1; ///< d_model
    qint64 heads = 1;
    qint64 kvHeads = 1; ///< grouped-query attention when < heads (Ainslie et al. 2023)
    qint64 ffn = 4; ///< inner width of the MLP (per expert for MoE)
    qint64 vocab = 1;
    qint64 maxPositions = 2048; ///< size of a learned position table
    PositionKind position = PositionKind::Rotary;
    NormKind norm = NormKind::RmsNorm;
    bool preNorm = true; ///< false: post-LN (BERT), which adds an embedding LayerNorm
    MlpKind mlp = MlpKind::SwiGlu;
    bool tiedEmbeddings = false; ///< LM head shares the token embedding matrix
    bool bias = false; ///< linear layers and norms carry biases (GPT-2/3, BERT)
    qint64 tokenTypes = 0; ///< BERT segment embeddings
    bool pooler = false; ///< BERT [CLS] pooler (dense + tanh)
    bool dropout = false; ///< dropout masks are stored for backward (GPT-3, BERT)
    qint64 experts = 1;
    qint64 expertsPerToken = 1;
    /// Width of one attention head; 0 (the usual case) means hidden / heads. Set where the
    /// attention width heads × head_dim is not the model width (Gemma 7B: 16 heads of 256 on a
    /// 3,072-wide model; MaxText's larger configs: 128 heads of 128 on 8,192).
    qint64 headDimension = 0;
    /// Biases on the q, k and v projections only (Qwen2), where `bias` puts them everywhere.
    bool qkvBias = false;
    /// Sliding-window attention (Mistral, Gemma 2): a windowed layer's query attends to the
    /// last `slidingWindow` positions only, and its KV cache keeps that many; 0: none.
    qint64 slidingWindow = 0;
    /// How many of the layers use the window (Gemma 2 alternates windowed and global layers);
    /// 0 with a window: all of them.
    qint64 slidingWindowLayers = 0;
    /// Mixture of experts as DeepSeekMoE (Dai et al. 2024) has it: fine-grained experts of
    /// inner width `expertFfn` (0: ffn), `sharedExperts` of that width every token passes
    /// through, and the first `denseLayers` layers with a dense MLP of width ffn instead.
    qint64 expertFfn = 0;
    qint64 sharedExperts = 0;
    qint64 denseLayers = 0;
    /// Multi-head latent attention (DeepSeek-V2, arXiv:2405.04434): keys and values are
    /// compressed to a latent of `kvLoraRank` (0: ordinary attention), which is what the KV
    /// cache holds, with a decoupled rotary key of `ropeHeadDim` shared by the heads; queries
    /// go through a latent of `qLoraRank` (0: projected directly). headDim() is then the
    /// per-head width of the non-rotary part of q and k, `valueHeadDim` that of v.
    qint64 kvLoraRank = 0;
    qint64 qLoraRank = 0;
    qint64 ropeHeadDim = 0;
    qint64 valueHeadDim = 0;

    bool latentAttention() const { return kvLoraRank > 0; }
    /// The layers that use the sliding window.
    qint64 windowedLayers() const
    {
        return slidingWindow > 0 ? (slidingWindowLayers > 0 ? slidingWindowLayers : layers) : 0;
    }
    /// The layers with routed experts (all but the dense ones, for a mixture of experts).
    qint64 moeLayers() const { return experts > 1 ? layers - denseLayers : 0; }
    /// The inner width of one routed or shared expert.
    qint64 expertWidth() const { return expertFfn > 0 ? expertFfn : ffn; }

    qint64 headDim() const
    {
        return headDimension > 0 ? headDimension : (heads > 0 ? hidden / heads : 0);
    }
    /// heads × headDim(): the width of Q and of the out-projection's input.
    qint64 attentionWidth() const { return heads * headDim(); }

    friend bool operator==(const TransformerConfig&, const TransformerConfig&) = default;
};

/// A bottleneck ResNet (He et al. 2016), torchvision "v1.5" layout (stride on the 3×3 conv).
struct ResNetConfig
{
    std::vector<qint64> blocks = { 3, 4, 6, 3 }; ///< bottleneck blocks per stage
    qint64 imageSize = 224;
    qint64 channels = 3;
    qint64 classes = 1000;
    qint64 width = 64; ///< channels of the stem and of the first stage's bottleneck

    friend bool operator==(const ResNetConfig&, const ResNetConfig&) = default;
};

/// A fully connected network: inputs → widths[0] → ... → widths.back(), ReLU between layers.
struct MlpConfig
{
    qint64 inputs = 1;
    std::vector<qint64> widths;
    bool bias = true;

    friend bool operator==(const MlpConfig&, const MlpConfig&) = default;
};

/// One user-typed operator of a custom workload: a GEMM or a convolution. GEMM operand B and
/// convolution filters count as weights (parameters, gradients, optimizer state).
struct CustomOpSpec
{
    enum class Kind { MatMul, Conv2d };
    Kind kind = Kind::MatMul;
    QString name;
    /// What the operator is and where it sits (Operator::role, Operator::section): a file's
    /// "role" and "section", or inferOperatorRole() of the name for a file without them.
    OperatorRole role = OperatorRole::Other;
    OperatorSection section = OperatorSection::Output;
    qint64 count = 1;
    // matmul: batch × (m×k)·(k×n)
    qint64 batch = 1;
    qint64 m = 1;
    qint64 n = 1;
    qint64 k = 1;
    // conv2d: images × inChannels × height × width input, outChannels filters of kernel²
    qint64 images = 1;
    qint64 inChannels = 1;
    qint64 height = 1;
    qint64 width = 1;
    qint64 outChannels = 1;
    qint64 kernel = 1;
    qint64 stride = 1;
    qint64 padding = 0;

    friend bool operator==(const CustomOpSpec&, const CustomOpSpec&) = default;
};

enum class ModelType { Transformer, ResNet, Mlp, Custom };

/// Everything a workload file holds: the model and the run. The builders turn it into a
/// Workload; presets are specs stored as JSON in resources/presets/.
struct WorkloadSpec
{
    QString id; ///< preset id / file stem, e.g. "llama-2-7b"
    QString name; ///< display name, e.g. "LLaMA-2 7B"
    QString description; ///< one line
    QString source; ///< citation of the hyper-parameters
    ModelType type = ModelType::Transformer;
    TransformerConfig transformer;
    ResNetConfig resnet;
    MlpConfig mlp;
    std::vector<CustomOpSpec> customOps;
    RunConfig run;

    /// Cross-field checks a single field cannot express (heads dividing the width, KV heads
    /// dividing heads, micro-batch dividing the global batch, decode needing a causal model,
    /// convolution windows fitting the padded input, ...). Each problem is an error located at
    /// the JSON path of the field in a workload file ("$.model.heads"), attributed to `file`.
    io::Diagnostics validate(const QString& file = {}) const;

    friend bool operator==(const WorkloadSpec&, const WorkloadSpec&) = default;
};

} // namespace ts
