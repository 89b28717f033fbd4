# hexwright_loader_order(<out-var> <link libraries...>)
#
# Link options that name the shared libraries a program loads in the order that makes
# glibc's dynamic loader fastest, or nothing where that cannot be shown to be safe.
#
# Why: the loader resolves each symbol by walking the loaded libraries in order until
# one defines it. GDAL brings about 110 libraries, and C++ libraries such as Xerces,
# GDAL and GEOS bind thousands of symbols to themselves, found only after walking most
# of the list: those walks were a third of the instructions of a GIS command's start-up.
# Naming the libraries that receive the most bindings first in the program's own
# DT_NEEDED list makes the walks short. (Prelinking, the usual cure, left Debian.)
#
# How: a probe linked with the same libraries runs under LD_DEBUG=bindings
# (loader_bindings.sh); its libraries are ordered by the bindings they receive; the
# reordered probe runs again, and the order is used only if every symbol still binds to
# the same library: a symbol two libraries define must keep its definition. Linux with
# glibc only; elsewhere, or when any step fails, the result is empty (the program links
# as before). -DHEXWRIGHT_NO_LOADER_ORDER=ON turns it off.
# Links the probe in `dir` with `options` and the libraries after them, and lists the
# bindings it makes at start-up into `listing`; `ok` says whether both worked.
function(hexwright_probe_bindings ok dir build options listing)
  set(${ok} FALSE PARENT_SCOPE)
  file(REMOVE_RECURSE ${dir}/${build} ${dir}/probe)
  try_compile(built ${dir}/${build} SOURCES ${dir}/probe.cpp LINK_LIBRARIES ${ARGN}
              LINK_OPTIONS ${options} COPY_FILE ${dir}/probe OUTPUT_VARIABLE log)
  file(WRITE ${dir}/${build}.log "${log}")
  if(NOT built)
    return()
  endif()
  execute_process(COMMAND sh ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/loader_bindings.sh ${dir}/probe
                  OUTPUT_FILE ${listing} RESULT_VARIABLE rc)
  if(rc EQUAL 0)
    set(${ok} TRUE PARENT_SCOPE)
  endif()
endfunction()

function(hexwright_loader_order out)
  set(${out} "" PARENT_SCOPE)
  if(NOT CMAKE_SYSTEM_NAME STREQUAL "Linux" OR HEXWRIGHT_NO_LOADER_ORDER)
    return()
  endif()
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/loader-order-${out})
  set(script ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/loader_bindings.sh)
  file(WRITE ${dir}/probe.cpp "int main() { return 0; }\n")

  hexwright_probe_bindings(ok ${dir} plain -Wl,--no-as-needed ${dir}/plain.txt ${ARGN})
  if(NOT ok)
    return()
  endif()
  # Libraries that define the same symbol keep their relative order: each round adds
  # the pairs the last reordering swapped and tries again.
  file(WRITE ${dir}/keep.txt "")
  foreach(round RANGE 1 6)
    execute_process(COMMAND sh ${script} --order ${dir}/plain.txt ${dir}/keep.txt OUTPUT_VARIABLE order
                    RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT rc EQUAL 0 OR order STREQUAL "")
      return()
    endif()
    string(REPLACE "\n" ";" order "${order}")
    set(options -Wl,--no-as-needed ${order})
    hexwright_probe_bindings(ok ${dir} ordered "${options}" ${dir}/ordered.txt ${ARGN})
    if(NOT ok)
      message(STATUS "Loader order for ${out}: left as linked (the reordered probe did not link or run)")
      return()
    endif()
    execute_process(COMMAND sh ${script} --moved ${dir}/plain.txt ${dir}/ordered.txt OUTPUT_VARIABLE moved
                    RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      return()
    endif()
    if(moved STREQUAL "")
      break()
    endif()
    file(APPEND ${dir}/keep.txt "${moved}")
  endforeach()
  file(READ ${dir}/plain.txt plain)
  file(READ ${dir}/ordered.txt ordered)
  if(NOT plain STREQUAL ordered)
    message(STATUS "Loader order for ${out}: left as linked (a symbol would bind to another library)")
    return()
  endif()
  list(LENGTH order count)
  message(STATUS "Loader order for ${out}: ${count} libraries, most bound first")
  set(${out} ${options} PARENT_SCOPE)
endfunction()
