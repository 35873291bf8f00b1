// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Tour files: any bytes as a tour. Every diagnostic prints; a tour that loads writes back and
// loads again to the same tour, and every scene's caption, in each of its languages, is rendered
// by the view the presentation uses (TourCaptionView: Markdown without HTML, images only from the
// tour's folder), laid out at a projector's width. Run with QT_QPA_PLATFORM=offscreen
// (scripts/fuzz.sh sets it).

#include "io/jsonfile.h"
#include "panels/tourcaptionview.h"
#include "session/tour.h"

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>
#include <cstdint>
#include <cstdlib>

using namespace ts;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_tour";
    static char* argv[] = { name, nullptr };
    static QApplication app(argc, argv);
    static QTemporaryDir folder;
    static TourCaptionView* caption = [] {
        auto* view = new TourCaptionView;
        view->resize(1280, 200);
        view->setImageFolder(folder.path());
        return view;
    }();

    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    io::Diagnostics diagnostics;
    const auto document = io::parseJson(bytes, QStringLiteral("fuzz.json"), diagnostics);
    if (!document || !document->isObject())
        return 0;
    const TourLoadResult loaded
        = TourFile::fromJson(document->object(), QStringLiteral("fuzz.json"));
    for (const io::Diagnostic& d : loaded.diagnostics)
        (void)d.toString();
    if (!loaded.tour)
        return 0;
    for (const TourScene& scene : loaded.tour->scenes) {
        // Every language the scene carries.
        for (const QString& language : io::LocalizedText::languages()) {
            caption->setCaptionMarkdown(scene.captionMarkdown.text(language));
            (void)caption->document()->size(); // lays the text out
        }
    }
    const TourLoadResult again
        = TourFile::fromJson(TourFile::toJson(*loaded.tour), QStringLiteral("again.json"));
    if (!again.tour || !(*again.tour == *loaded.tour))
        std::abort();
    return 0;
}
