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
};

/// What serving a model on one chip gives: the chosen batch's figures, why the batch is what
/// it is, the largest batch that fits, and the sweep the choice was made from.
struct ServingEstimate
{
    ServingPoint chosen;
    /// What set the batch: "given" (ServingSpec::batch), "memory" (the largest that fits),
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
    /// The prompt tokens a continuous batcher prefills in one step when prompts are not
    /// chunked: TensorRT-LLM's default max_num_tokens (trtllm-build, 8,192), the budget its
    /// in-flight scheduler fills with as many waiting prompts as fit ("Tuning Max Batch Size and
    /// Max Num Tokens", TensorRT-LLM performance tuning guide); vLLM's max_num_batched_tokens
    /// plays the same part.
    static constexpr qint64 kPrefillTokenBudget = 8192;
};

} // namespace ts::serving
