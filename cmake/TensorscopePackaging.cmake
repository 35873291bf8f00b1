# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# `cpack -G DEB` from the build directory produces an installable Debian package.

set(CPACK_PACKAGE_NAME "tensorscope")
set(CPACK_PACKAGE_VENDOR "The Tensorscope authors")
set(CPACK_PACKAGE_CONTACT "The Tensorscope authors <maintainers@tensorscope.example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "tensorscope")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# Listed by hand rather than with dpkg-shlibdeps so that packaging works on a machine without
# dpkg-dev; these are the Debian 12 runtime packages of the Qt modules we link.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6charts6 (>= 6.4), libqt6svg6 (>= 6.4), qt6-qpa-plugins (>= 6.4)")
# Qt's own strings (the Cancel and OK of dialog buttons) in the user's language.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n (>= 6.4)")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Interactive comparison of GPUs and TPUs for deep-learning workloads\n Build a workload, pick accelerators, and watch an animated systolic array and\n SIMT execution beside charts of time, cost and energy.")
include(CPack)
