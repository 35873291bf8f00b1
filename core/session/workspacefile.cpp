// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workspacefile.h"

#include "io/inputlimits.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <limits>

namespace ts {

namespace {

const QString kWorkspaceFormat = QStringLiteral("tensorscope-workspace");

} // namespace

Workspace Workspace::defaultWorkspace()
{
    Workspace workspace;
    workspace.presetId = QStringLiteral("llama-2-7b");
    if (auto loaded = WorkloadPresets::load(workspace.presetId); loaded.spec)
        workspace.workload = *loaded.spec;
    workspace.workload.run.step = StepKind::Prefill;
    workspace.workload.run.globalBatch = 8;
    workspace.workload.run.microBatch = 8;
    workspace.workload.run.seqLength = 2048;
    workspace.deviceIds = { QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") };
    return workspace;
}

WorkspaceLoadResult WorkspaceFile::load(const QString& path)
{
    WorkspaceLoadResult result;
    const auto object = io::readJsonObjectFile(path, result.diagnostics);
    if (!object)
        return result;
    // Warnings of the parse (duplicate keys) come first, then the reader's.
    WorkspaceLoadResult loaded = fromJson(*object, path);
    loaded.diagnostics = result.diagnostics + loaded.diagnostics;
    return loaded;
}

WorkspaceLoadResult WorkspaceFile::fromJson(const QJsonObject& root, const QString& file)
{
    WorkspaceLoadResult result;
    io::Diagnostics& diagnostics = result.diagnostics;
    io::JsonObjectReader r(root, QStringLiteral("$"), file, &diagnostics);
    r.warnAboutUnknownKeys({ QStringLiteral("format"), QStringLiteral("version"),
        QStringLiteral("workload"), QStringLiteral("preset"), QStringLiteral("devices"),
        QStringLiteral("job"), QStringLiteral("view") });
    if (!r.formatHeader(kWorkspaceFormat, kFormatVersion))
        return result;

    Workspace workspace;
    if (const auto workloadObject = r.object(QStringLiteral("workload"))) {
        WorkloadLoadResult workload = WorkloadFile::fromJson(*workloadObject, file);
        for (io::Diagnostic diagnostic : workload.diagnostics) {
            // The workload reader locates problems from its own root; here that root is nested.
            diagnostic.jsonPath.replace(0, 1, QStringLiteral("$.workload"));
            diagnostics.append(diagnostic);
        }
        if (workload.spec) {
            io::Diagnostics problems = workload.spec->validate(file);
            for (io::Diagnostic& diagnostic : problems)
                diagnostic.jsonPath.replace(0, 1, QStringLiteral("$.workload"));
            diagnostics.append(problems);
            workspace.workload = *workload.spec;
        }
    }
    if (const auto preset
        = r.string(QStringLiteral("preset"), io::Presence::Optional, io::kMaxIdLength))
        workspace.presetId = *preset;
    if (const auto devices
        = r.array(QStringLiteral("devices"), io::Presence::Required, io::kMaxDevices)) {
        // A set, not a list scan: 160,000 ids took 50 s at every start when this was quadratic.
        QSet<QString> seen;
        for (qsizetype i = 0; i < devices->size(); ++i) {
            const QJsonValue value = devices->at(i);
            const QString path = QStringLiteral("$.devices[%1]").arg(i);
            const QString id = value.toString();
            if (!value.isString() || id.isEmpty()) {
                diagnostics.append({ io::Severity::Error, io::DiagnosticCode::WrongType, file, path,
                    QT_TRANSLATE_NOOP("Diagnostic", "device id (non-empty string)"),
                    io::JsonObjectReader::describe(value) });
            } else if (id.size() > io::kMaxIdLength) {
                diagnostics.append(
                    { io::Severity::Error, io::DiagnosticCode::OutOfRange, file, path,
                        io::Phrase(
                            QT_TRANSLATE_NOOP("Diagnostic", "device id of at most %1 characters"),
                            io::kMaxIdLength),
                        io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string of %1 characters"),
                            id.size()) });
            } else if (seen.contains(id)) {
                diagnostics.append({ io::Severity::Error, io::DiagnosticCode::DuplicateId, file,
                    path, QT_TRANSLATE_NOOP("Diagnostic", "each device once"),
                    io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 again"),
                        io::JsonObjectReader::describe(value)) });
            } else {
                seen.insert(id);
                workspace.deviceIds.append(id);
            }
        }
    }
    if (const auto job = r.object(QStringLiteral("job"), io::Presence::Optional)) {
        if (auto read
            = scaling::JobSpec::fromJson(*job, r.pathOf(QStringLiteral("job")), file, &diagnostics))
            workspace.job = *read;
    }
    if (const auto view = r.object(QStringLiteral("view"), io::Presence::Optional)) {
        io::JsonObjectReader v(*view, QStringLiteral("$.view"), file, &diagnostics);
        v.warnAboutUnknownKeys({ QStringLiteral("selected_operator") });
        if (const auto op = v.string(
                QStringLiteral("selected_operator"), io::Presence::Optional, io::kMaxNameLength))
            workspace.selectedOperator = *op;
    }
    if (!io::hasErrors(diagnostics))
        result.workspace = workspace;
    return result;
}

QJsonObject WorkspaceFile::toJson(const Workspace& workspace)
{
    QJsonObject root;
    root[QStringLiteral("format")] = kWorkspaceFormat;
    root[QStringLiteral("version")] = kFormatVersion;
    root[QStringLiteral("workload")] = WorkloadFile::toJson(workspace.workload);
    if (!workspace.presetId.isEmpty())
        root[QStringLiteral("preset")] = workspace.presetId;
    root[QStringLiteral("devices")] = QJsonArray::fromStringList(workspace.deviceIds);
    // A one-chip job with the default run length is what a file without "job" means: files
    // of such workspaces stay as they were.
    if (workspace.job != scaling::JobSpec())
        root[QStringLiteral("job")] = workspace.job.toJson();
    QJsonObject view;
    if (!workspace.selectedOperator.isEmpty())
        view[QStringLiteral("selected_operator")] = workspace.selectedOperator;
    root[QStringLiteral("view")] = view;
    return root;
}

QString WorkspaceFile::save(const Workspace& workspace, const QString& path)
{
    return io::writeJsonFileAtomically(path, QJsonDocument(toJson(workspace)));
}

} // namespace ts
