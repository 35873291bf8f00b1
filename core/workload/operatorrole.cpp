// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "operatorrole.h"

#include <algorithm>
#include <array>
#include <utility>

namespace ts {

namespace {

struct RoleName
{
    OperatorRole role;
    const char* name;
};

// In the enum's order (operatorRoleNames() relies on it).
constexpr std::array kRoleNames {
    RoleName { OperatorRole::Other, "other" },
    RoleName { OperatorRole::Embedding, "embedding" },
    RoleName { OperatorRole::Norm, "norm" },
    RoleName { OperatorRole::QkvProjection, "qkv_projection" },
    RoleName { OperatorRole::QueryProjection, "query_projection" },
    RoleName { OperatorRole::QueryDownProjection, "query_down_projection" },
    RoleName { OperatorRole::QueryUpProjection, "query_up_projection" },
    RoleName { OperatorRole::KvDownProjection, "kv_down_projection" },
    RoleName { OperatorRole::KvUpProjection, "kv_up_projection" },
    RoleName { OperatorRole::RotaryEmbedding, "rotary_embedding" },
    RoleName { OperatorRole::Attention, "attention" },
    RoleName { OperatorRole::WindowAttention, "window_attention" },
    RoleName { OperatorRole::QueryAbsorb, "query_absorb" },
    RoleName { OperatorRole::ValueAbsorb, "value_absorb" },
    RoleName { OperatorRole::AttentionDropout, "attention_dropout" },
    RoleName { OperatorRole::OutProjection, "out_projection" },
    RoleName { OperatorRole::Dropout, "dropout" },
    RoleName { OperatorRole::Residual, "residual" },
    RoleName { OperatorRole::MlpUp, "mlp_up" },
    RoleName { OperatorRole::MlpActivation, "mlp_activation" },
    RoleName { OperatorRole::MlpDown, "mlp_down" },
    RoleName { OperatorRole::Router, "router" },
    RoleName { OperatorRole::ExpertDispatch, "expert_dispatch" },
    RoleName { OperatorRole::ExpertCombine, "expert_combine" },
    RoleName { OperatorRole::LmHead, "lm_head" },
    RoleName { OperatorRole::Loss, "loss" },
    RoleName { OperatorRole::Linear, "linear" },
    RoleName { OperatorRole::Convolution, "convolution" },
    RoleName { OperatorRole::Activation, "activation" },
    RoleName { OperatorRole::Pooling, "pooling" },
    RoleName { OperatorRole::Optimizer, "optimizer" },
    RoleName { OperatorRole::LoraA, "lora_a" },
    RoleName { OperatorRole::LoraB, "lora_b" },
    RoleName { OperatorRole::LoraOutput, "lora_output" },
    RoleName { OperatorRole::Dequantize, "dequantize" },
    RoleName { OperatorRole::Cast, "cast" },
};

constexpr std::array kSectionNames {
    std::pair { OperatorSection::Input, "input" },
    std::pair { OperatorSection::Block, "block" },
    std::pair { OperatorSection::RoutedExpert, "routed_expert" },
    std::pair { OperatorSection::SharedExpert, "shared_expert" },
    std::pair { OperatorSection::Output, "output" },
};

// The last dotted part of a built-in name and the role it gives (a name with a prefix).
constexpr std::array kRoleOfLastPart {
    std::pair { "qkv_proj", OperatorRole::QkvProjection },
    std::pair { "q_proj", OperatorRole::QueryProjection },
    std::pair { "q_a_proj", OperatorRole::QueryDownProjection },
    std::pair { "q_b_proj", OperatorRole::QueryUpProjection },
    std::pair { "kv_a_proj", OperatorRole::KvDownProjection },
    std::pair { "kv_b_proj", OperatorRole::KvUpProjection },
    std::pair { "out_proj", OperatorRole::OutProjection },
    std::pair { "gate_up", OperatorRole::MlpUp },
    std::pair { "up", OperatorRole::MlpUp },
    std::pair { "down", OperatorRole::MlpDown },
    std::pair { "swiglu", OperatorRole::MlpActivation },
    std::pair { "silu", OperatorRole::MlpActivation },
    std::pair { "mul", OperatorRole::MlpActivation },
    std::pair { "gelu", OperatorRole::MlpActivation },
    std::pair { "router", OperatorRole::Router },
    std::pair { "routing", OperatorRole::ExpertDispatch },
    std::pair { "combine", OperatorRole::ExpertCombine },
    std::pair { "residual", OperatorRole::Residual },
    std::pair { "relu", OperatorRole::Activation },
    std::pair { "tanh", OperatorRole::Activation },
    std::pair { "dense", OperatorRole::Linear },
    std::pair { "fc", OperatorRole::Linear },
    std::pair { "maxpool", OperatorRole::Pooling },
    std::pair { "avgpool", OperatorRole::Pooling },
    std::pair { "downsample", OperatorRole::Convolution },
    std::pair { "out_dropout", OperatorRole::Dropout },
    std::pair { "dropout", OperatorRole::Dropout },
};

// Attention's own operators, `layer.attn.<part>` with an optional `_window`.
constexpr std::array kRoleOfAttentionPart {
    std::pair { "flash", OperatorRole::Attention },
    std::pair { "scores", OperatorRole::Attention },
    std::pair { "softmax", OperatorRole::Attention },
    std::pair { "context", OperatorRole::Attention },
    std::pair { "q_absorb", OperatorRole::QueryAbsorb },
    std::pair { "v_absorb", OperatorRole::ValueAbsorb },
    std::pair { "dropout", OperatorRole::AttentionDropout },
};

QStringList namesOf(const auto& table)
{
    QStringList names;
    for (const auto& entry : table) {
        if constexpr (requires { entry.name; })
            names << QLatin1String(entry.name);
        else
            names << QLatin1String(entry.second);
    }
    return names;
}

bool isNormPart(QStringView part)
{
    return part == u"norm" || part == u"bn" || part.endsWith(u"_norm");
}

// The role of a built-in name whose backward suffix is gone (see inferOperatorRole()).
OperatorRole roleOfBase(QStringView base)
{
    if (base.endsWith(u".cast") || base.endsWith(u".grad_cast"))
        return OperatorRole::Cast;
    if (base.endsWith(u".dequant"))
        return OperatorRole::Dequantize;
    if (base.endsWith(u".lora_scale") || base.endsWith(u".lora_add"))
        return OperatorRole::LoraOutput;
    if (base.endsWith(u".lora_a"))
        return OperatorRole::LoraA;
    if (base.endsWith(u".lora_b"))
        return OperatorRole::LoraB;
    if (base.startsWith(u"optimizer."))
        return OperatorRole::Optimizer;
    if (base.startsWith(u"loss."))
        return OperatorRole::Loss;
    if (base == u"lm_head")
        return OperatorRole::LmHead;
    const QList<QStringView> parts = base.split(u'.');
    for (QStringView part : parts) {
        if (isNormPart(part))
            return OperatorRole::Norm;
    }
    if (base.startsWith(u"embed."))
        return OperatorRole::Embedding;
    if (base.startsWith(u"layer.attn.rope"))
        return OperatorRole::RotaryEmbedding;
    // An MLP model's layers are fc1, fc2, ... without a prefix.
    if (parts.size() < 2) {
        const QStringView number = base.startsWith(u"fc") ? base.mid(2) : QStringView();
        const bool digits = !number.isEmpty()
            && std::all_of(number.begin(), number.end(), [](QChar c) { return c.isDigit(); });
        return digits ? OperatorRole::Linear : OperatorRole::Other;
    }
    if (base.startsWith(u"layer.attn.") && parts.size() == 3) {
        QStringView part = parts[2];
        const bool window = part.endsWith(u"_window");
        if (window)
            part.chop(7);
        for (const auto& [name, role] : kRoleOfAttentionPart) {
            if (part == QLatin1String(name))
                return role == OperatorRole::Attention && window ? OperatorRole::WindowAttention
                                                                 : role;
        }
    }
    const QStringView last = parts.last();
    for (const auto& [name, role] : kRoleOfLastPart) {
        if (last == QLatin1String(name))
            return role;
    }
    if (last.startsWith(u"conv"))
        return OperatorRole::Convolution;
    return OperatorRole::Other;
}

} // namespace

QString operatorRoleName(OperatorRole role)
{
    return QLatin1String(kRoleNames[std::size_t(role)].name);
}

std::optional<OperatorRole> operatorRoleFromName(const QString& name)
{
    for (const RoleName& entry : kRoleNames) {
        if (name == QLatin1String(entry.name))
            return entry.role;
    }
    return std::nullopt;
}

const QStringList& operatorRoleNames()
{
    static const QStringList names = namesOf(kRoleNames);
    return names;
}

QString operatorSectionName(OperatorSection section)
{
    return QLatin1String(kSectionNames[std::size_t(section)].second);
}

std::optional<OperatorSection> operatorSectionFromName(const QString& name)
{
    for (const auto& [section, text] : kSectionNames) {
        if (name == QLatin1String(text))
            return section;
    }
    return std::nullopt;
}

const QStringList& operatorSectionNames()
{
    static const QStringList names = namesOf(kSectionNames);
    return names;
}

OperatorPlace inferOperatorRole(const QString& name)
{
    QStringView base(name);
    for (const char16_t* suffix : { u".wgrad", u".dgrad", u".grad_a", u".grad_b", u".grad" }) {
        if (base.endsWith(QStringView(suffix))) {
            base.chop(QStringView(suffix).size());
            break;
        }
    }
    OperatorPlace place;
    place.role = roleOfBase(base);
    if (base.startsWith(u"layer.moe.expert"))
        place.section = OperatorSection::RoutedExpert;
    else if (base.startsWith(u"layer.moe.shared"))
        place.section = OperatorSection::SharedExpert;
    else if (base.startsWith(u"layer."))
        place.section = OperatorSection::Block;
    else if (base.startsWith(u"embed."))
        place.section = OperatorSection::Input;
    return place;
}

} // namespace ts
