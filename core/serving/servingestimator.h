// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineerror.h"
#include "engine/engineoptions.h"
#include "hardware/device.h"
#include "workload/workload.h"
#include "workload/workloadspec.h"

#include <QStringList>
#include <optional>
#include <vector>

namespace ts::serving {

/// How a server forms its batches. Static: a batch's prompts are prefilled together, then
/// decoded together until the last request ends (FasterTransformer, early TGI). Continuous
/// (Orca, Yu et al. OSDI 2022; vLLM): every step each running request makes one token, a
/// finished request leaves and a new one joins at once, so in steady state the batch is always
/// full and the prompts of the joining requests are prefilled between or inside the steps.
enum class Batching { Static, Continuous };

/// "static", "continuous".
QString batchingName(Batching batching);

// The serving engine (ts::ServingEngine, core/workload: a run names one) and its names.
using ts::ServingEngine;
using ts::servingEngineFromName;
using ts::servingEngineName;
using ts::servingEngineNames;

/// One engine's per-step constants as it runs by default on a device (each with its public
/// source in EnginePresets' comments and in docs/serving.md). They are its defaults, not a
/// tuning: a deployment that changes its flags changes them.
struct EnginePreset
{
    ServingEngine engine = ServingEngine::None;
    /// Tokens one scheduler step may carry: vLLM's max_num_batched_tokens, SGLang's
    /// chunked_prefill_size, TensorRT-LLM's max_num_tokens; 0: one prompt a prefill step
    /// (JetStream's prefill thread prefills one request at a time).
    qint64 tokenBudget = 0;
    /// Whether a long prompt is chunked beside the running decodes by default (vLLM V1 and
    /// SGLang: chunked prefill on; TensorRT-LLM's chunked context and JetStream: off).
    bool chunkedPrefill = false;
    /// Requests the scheduler runs at once at most (vLLM's max_num_seqs, TensorRT-LLM's
    /// max_batch_size); 0: no cap of its own (SGLang and JetStream size it from memory).
    qint64 maxRunningRequests = 0;
    /// Whether decode steps replay captured CUDA graphs by default (JetStream: XLA programs,
    /// compiled whole). Recorded, not charged: the engine's per-kernel fixed cost (fitted on
    /// kernels timed back to back) stands for either (docs/serving.md "Engines").
    bool cudaGraphs = false;
    /// Whether the scheduler prepares step n + 1 on the host while step n runs (SGLang's
    /// zero-overhead scheduler, TensorRT-LLM's overlap scheduler, JetStream's separate prefill,
    /// generate and detokenize threads; vLLM's --async-scheduling is opt-in). Recorded, not
    /// charged: no engine publishes its per-step host time as a figure.
    bool overlapsHostWork = false;
};

/// The serving chips a model runs on and how they split it (ServingSpec::tensorParallel,
/// pipelineParallel, expertParallel): tp × pp × ep chips a copy of the model.
struct ServingSplit
{
    qint64 tp = 1;
    qint64 pp = 1;
    qint64 ep = 1;
    qint64 chips() const { return tp * pp * ep; }
};

/// How requests are served (issue 21, "Serving as it is done"): the prompt and generation
/// lengths, the batch of concurrent requests or the latency bounds to find it by, and an
/// optional draft model for speculative decoding.
struct ServingSpec
{
    qint64 promptTokens = 0; ///< 0: the workload's sequence length
    qint64 generatedTokens = 0; ///< 0: the workload's generated tokens
    /// Requests served together (static batching: prefilled together, then decoded together);
    /// 0: the largest batch that fits memory and meets the bounds below.
    qint64 batch = 0;
    double ttftLimitSeconds = 0; ///< time to first token at most this; 0: no bound
    double tpotLimitSeconds = 0; ///< time per output token at most this; 0: no bound
    /// Speculative decoding (Leviathan et al. 2023, arXiv:2211.17192): the draft proposes
    /// `speculatedTokens` tokens one decode step at a time, the model verifies them in one
    /// step of k + 1 positions, and each proposal is accepted with `acceptanceRate`.
    std::optional<WorkloadSpec> draft;
    /// Speculation without a draft model: n-gram prompt lookup (Saxena, "Prompt Lookup
    /// Decoding", 2023; vLLM's "ngram" method) proposes the tokens that followed the last few
    /// tokens where they occur earlier in the prompt, on the host, at no cost on the chip; the
    /// model verifies them as it verifies a draft's. `draft` is empty.
    bool promptLookup = false;
    qint64 speculatedTokens = 0;
    double acceptanceRate = 0;
    Batching batching = Batching::Static;
    /// The chips one copy of the model runs on, split by tensor parallelism as TensorRT-LLM and
    /// vLLM split it (each layer's GEMMs and heads divided, its outputs all-reduced; the
    /// prefill and decode steps through the scaling model, docs/scaling.md). Memory is per chip;
    /// throughput and cost are the group's.
    qint64 tensorParallel = 1;
    /// Continuous batching with chunked prefill (Sarathi-Serve, Agrawal et al. OSDI 2024;
    /// vLLM's max_num_batched_tokens): each step carries at most this many tokens, the running
    /// requests' decodes and as much prompt as fits beside them, in one pass through the
    /// weights. 0: no chunking, a joining request's prompt is prefilled whole in a step of its
    /// own while the decodes wait.
    qint64 prefillChunkTokens = 0;
    /// Pipeline parallelism (vLLM's and TensorRT-LLM's --pipeline-parallel-size): the layers
    /// split over `pipelineParallel` stages of tp chips each. A decode step's batch runs as pp
    /// micro-batches of ⌈batch / pp⌉ in flight, so each request's token passes every stage and
    /// the pp − 1 hops between them (activations, micro-batch × hidden × bytes a hop); a
    /// prefill passes the stages once. Weights and cache per chip are divided by pp.
    qint64 pipelineParallel = 1;
    /// Expert parallelism for a mixture-of-experts model, as SGLang's DP attention with EP and
    /// vLLM's --enable-expert-parallel with data parallelism run it: `expertParallel` groups of
    /// tp × pp chips, each serving ⌈batch / ep⌉ of the requests through its own attention, the
    /// routed experts divided over the ep groups, and two all-to-alls a MoE layer (dispatch and
    /// combine, tokens × top-k × hidden × bytes; the scaling model's). Chips: tp × pp × ep.
    qint64 expertParallel = 1;
    /// The engine whose scheduler defaults apply (EnginePreset): its token budget for a
    /// continuous batch's prefill, chunked prefill where it chunks, its cap on running
    /// requests. Setting one serves continuously (every engine does). None: as before.
    ServingEngine engine = ServingEngine::None;
    /// Disaggregated prefill and decode (DistServe, Zhong et al. OSDI 2024; Splitwise; NVIDIA
    /// Dynamo, SGLang's --disaggregation-mode): `prefillChips` chips only prefill, `decodeChips`
    /// only decode, each a multiple of the model's chips (splitChips()). A request's prompt is
    /// prefilled in the prefill pool, its KV cache sent to a decode chip over the scale-out
    /// network, and decoded there at `batch`. 0 and 0: not disaggregated.
    qint64 prefillChips = 0;
    qint64 decodeChips = 0;

    ServingSplit split() const
    {
        return { std::max<qint64>(tensorParallel, 1), std::max<qint64>(pipelineParallel, 1),
            std::max<qint64>(expertParallel, 1) };
    }
    bool disaggregated() const { return prefillChips > 0 && decodeChips > 0; }
};

/// Disaggregated serving's figures (ServingSpec::prefillChips, decodeChips) at one batch.
struct DisaggregationPoint
{
    qint64 prefillChips = 0;
    qint64 decodeChips = 0;
    /// One request's prompt prefilled on one copy of the model in the prefill pool.
    double prefillSeconds = 0;
    /// The prompt's KV cache (all layers, the cache's precision) and the time to send it from
    /// the prefill chips to the decode chips: each of the copy's chips sends its share over
    /// its own scale-out link, scale_out_latency + bytes / (chips × per-chip scale-out rate).
    qint64 kvTransferBytes = 0;
    double kvTransferSeconds = 0;
    /// Requests a second the prefill pool completes (its copies × prompts a prefill step ÷ the
    /// step), and output tokens a second the decode pool makes (its copies × batch ÷ TPOT).
    double prefillRequestsPerSecond = 0;
    double decodeTokensPerSecond = 0;
    /// "prefill" or "decode": the pool that bounds the system's throughput.
    QString boundBy;
    qint64 prefillMemoryBytes = 0; ///< per prefill chip
};

/// One batch of requests served on one chip.
struct ServingPoint
{
    qint64 batch = 0;
    double ttftSeconds = 0; ///< the prefill of the batch's prompts
    /// Time per output token: one decode step at the mean context (prompt + half the
    /// generation); with a draft, an iteration's time over the tokens it yields on average.
    double tpotSeconds = 0;
    /// A request from arrival with the batch to its last token: TTFT + (generated − 1) × TPOT.
    double requestSeconds = 0;
    double outputTokensPerSecond = 0; ///< batch × generated / requestSeconds, on the chips
    double outputTokensPerSecondPerChip = 0; ///< over the tensor-parallel group's chips
    double usdPerMillionOutputTokens = 0; ///< 0 without a price
    /// The decode footprint at the longest context (with the draft's); under continuous
    /// batching at the mean context, prompt + half the generation (a paged cache holds what
    /// each request has so far, and the requests are spread evenly over their generation).
    qint64 memoryBytes = 0;
    bool fits = false;
    bool meetsBounds = false; ///< fits, and within the TTFT and TPOT bounds (and the chunk)
    /// Continuous batching: the prompt tokens a step prefills on average, ⌈batch × prompt /
    /// generated⌉ (as many requests join a step as leave it, batch / generated); the longest
    /// wait between two tokens of a request (a whole prompt's prefill without chunking, one
    /// step with it); and whether the steady state fits the chunk (batch + prompt tokens a
    /// step at most the chunk).
    qint64 promptTokensPerStep = 0;
    /// Continuous batching without chunks: the prompts one prefill step carries together,
    /// min(⌈batch / generated⌉, ⌊ServingEstimator::kPrefillTokenBudget / prompt⌋), at least 1.
    qint64 promptsPerPrefillStep = 0;
    double tpotWorstSeconds = 0;
    bool withinChunk = true;
    /// Disaggregated serving's pools, transfer and bound (ServingSpec::disaggregated()); the
    /// figures above are then the system's: TTFT = prefill + transfer, TPOT the decode pool's,
    /// throughput the lesser pool's over prefill + decode chips.
    std::optional<DisaggregationPoint> disaggregation;
};

/// What serving a model on one chip gives: the chosen batch's figures, why the batch is what
/// it is, the largest batch that fits, and the sweep the choice was made from.
struct ServingEstimate
{
    ServingPoint chosen;
    /// What set the batch: "given" (ServingSpec::batch), "memory" (the largest that fits),
    /// "engine" (the engine's cap on running requests, EnginePreset::maxRunningRequests),
    /// "ttft" or "tpot" (a larger batch breaks that bound), "chunk" (a larger continuous batch
    /// needs more prompt tokens a step than the chunk leaves), "none" (no batch meets the
    /// bounds: `chosen` is batch 1, with meetsBounds false).
    QString limitedBy;
    qint64 largestBatchThatFits = 0;
    /// Powers of two up to the largest batch that fits, and the chosen batch.
    std::vector<ServingPoint> sweep;
    qint64 promptTokens = 0;
    qint64 generatedTokens = 0;
    /// Speculative decoding: tokens an iteration yields on average, (1 − α^(k+1)) / (1 − α),
    /// and the iteration's parts (draft steps and the verification), at the chosen batch.
    double tokensPerIteration = 1;
    double draftSecondsPerIteration = 0;
    double verifySecondsPerIteration = 0;
    QStringList notes;
};

/// Serving figures from the engine's prefill and decode estimates (docs/serving.md): time to
/// first token, time per output token, a request's latency, throughput and cost per token, the
/// largest batch that fits and the best batch within latency bounds.
class ServingEstimator
{
public:
    static std::optional<ServingEstimate> estimate(const WorkloadSpec& spec, const Device& device,
        const ServingSpec& serving, const engine::EngineOptions& options = {},
        engine::EngineError* error = nullptr, QString* problem = nullptr);
    /// One batch (no search).
    static std::optional<ServingPoint> at(const WorkloadSpec& spec, const Device& device,
        const ServingSpec& serving, qint64 batch, const engine::EngineOptions& options = {},
        engine::EngineError* error = nullptr, ServingEstimate* detail = nullptr);
    /// The step continuous batching with chunked prefill runs at `batch` (docs/serving.md): the
    /// decode step of `batch` requests and ServingPoint::promptTokensPerStep prompt tokens in one
    /// pass, its linear layers' GEMMs on both sets of rows. Nothing when a step cannot be built.
    static std::optional<Workload> chunkedStep(const WorkloadSpec& spec, const ServingSpec& serving,
        qint64 batch, engine::EngineError* error = nullptr, QString* problem = nullptr);
    /// The draft model a workload names (RunConfig::draftPreset): that preset, or for "mtp" and
    /// "eagle" the model's own one-layer drafter (ownDrafter), run at the workload's precisions
    /// (activations, weights, KV cache); nothing without one, for "ngram" (no draft model), or
    /// when the preset does not load.
    static std::optional<WorkloadSpec> draftOf(const WorkloadSpec& spec);
    /// A drafter built on the model itself: "mtp", a multi-token-prediction module as DeepSeek-V3
    /// trains one (arXiv 2412.19437 §2.2: one transformer block of the model's own kind, MoE if
    /// the model's are, sharing its embedding and output head), or "eagle", an EAGLE head (Li et
    /// al., arXiv 2401.15077: one dense decoder layer on the model's features, sharing the
    /// head). Either is the model cut to one layer; it proposes a token a step as a draft does.
    static WorkloadSpec ownDrafter(const WorkloadSpec& spec, const QString& method);
    /// The serving request a workload's run describes, read the same way by the window and by
    /// `serve` (issue 33: they used to translate it twice, with different batch rules): its
    /// prompt and generated tokens, latency targets, batching and chunk, speculation, and the
    /// batch: the run's global batch, unless it has a latency target, when the largest batch
    /// that meets the targets is searched (batch 0).
    static ServingSpec servingSpecOf(const WorkloadSpec& spec);
    /// What a workload's run asks to speculate with (RunConfig::draftPreset, speculatedTokens,
    /// acceptanceRate) as a serving spec's draft, prompt lookup, tokens and acceptance; the
    /// window and `serve` read a file's speculation through this one function.
    static void applySpeculation(const WorkloadSpec& spec, ServingSpec* serving);

    /// Whether a draft touches at least as many parameters a token as the model it drafts for:
    /// then its proposals cost as much as the model's own steps, and speculation cannot pay.
    static bool draftTooLarge(const Workload& draft, const Workload& target)
    {
        return draft.activeParameterCount() >= target.activeParameterCount();
    }
    /// Expected tokens a speculative iteration yields: (1 − α^(k+1)) / (1 − α); k + 1 at α = 1.
    static double tokensPerIteration(qint64 speculatedTokens, double acceptanceRate);
    /// The largest batch searched.
    static constexpr qint64 kMaximumBatch = 1 << 20;
    /// `engine`'s defaults on `device` (docs/serving.md "Engines"); ServingEngine::None gives
    /// the estimator's own: kPrefillTokenBudget, no chunking, no cap.
    static EnginePreset enginePreset(ServingEngine engine, const Device& device);
    /// `serving` as `serving.engine` runs it on `device`: continuous batching (unless a draft
    /// speculates, which is modelled with static batching), the engine's chunk where it chunks
    /// and none is given. Unchanged for ServingEngine::None. Idempotent.
    static ServingSpec withEngine(const ServingSpec& serving, const Device& device);
    /// Why `serving`'s split or pools cannot serve `spec`, or empty: sizes below 1, pp above
    /// or not dividing the layers, ep on a model without routed experts or not dividing them,
    /// a draft or chunked prefill with pp or ep (not modelled), pools not a multiple of the
    /// model's chips. Worded for the user, naming the field and the value.
    static QString splitProblem(const WorkloadSpec& spec, const ServingSpec& serving);
    /// The prompt tokens a continuous batcher prefills in one step when prompts are not
    /// chunked: TensorRT-LLM's default max_num_tokens (trtllm-build, 8,192), the budget its
    /// in-flight scheduler fills with as many waiting prompts as fit ("Tuning Max Batch Size and
    /// Max Num Tokens", TensorRT-LLM performance tuning guide); vLLM's max_num_batched_tokens
    /// plays the same part.
    static constexpr qint64 kPrefillTokenBudget = 8192;
};

} // namespace ts::serving
