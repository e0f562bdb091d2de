# Makefile - the front door; wraps CMake. Every target first checks the Debian packages
# (toolchain/setup.sh installs what is missing when run as root).
#   make        configure build/ and build everything: build/corogo, build/runtime/<board>/...
#   make test   build, then run the whole suite with CTest (its summary ends the output)
#   make demo   build, then run examples/demo.go on both QEMU boards
#   make demo-blinky / demo-echo  interrupt-driven demos (examples/blinky.go, examples/echo.go)
#   make bench  build, then print the benchmark table and plot (bench/bench.sh), frames.sh, size.sh,
#               stack.sh, defer.sh, generics.sh, panic.sh, stdlib.sh, boards.sh
#   make difftest N=500 [SEED=1]  build, then the differential tester on N seeds from SEED
#               (tests/difftest/README.md; failures kept in build/difftest)
#   make errorcheck  build, then Go's own errorcheck tests (GOROOT/test) against corogo's
#               diagnostics: match rate, worst files, regressions against tests/errorcheck/expected.txt
#   make conformance [BOARD=riscv32-virt]  build, then every `// run` program of Go's own test suite
#               (tests/conformance/conformance.py --all: pass rate per directory, changes against
#               expected.txt; UPDATE=1 rewrites it)
#   make clean  remove build/
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all setup configure build test demo bench difftest errorcheck conformance clean

all: build

setup:
	@toolchain/setup.sh

configure: setup
	@cmake -S . -B $(BUILD)

build: configure
	@env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS cmake --build $(BUILD) -j $(JOBS)

test: build
	@ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

demo: build
	@echo "== examples/demo.go on mps2-an385 (Cortex-M3)"
	@$(BUILD)/corogo run -target=mps2-an385 -heap=none examples/demo.go
	@echo "== examples/demo.go on riscv32-virt (RV32IMAC)"
	@$(BUILD)/corogo run -target=riscv32-virt -heap=none examples/demo.go
	@echo "== where its RAM goes (corogo build -size=full, mps2-an385)"
	@$(BUILD)/corogo build -target=mps2-an385 -heap=none -size=full -o $(BUILD)/demo.elf examples/demo.go

bench: build
	@bench/bench.sh $(BUILD)/corogo
	@bench/frames.sh $(BUILD)/corogo
	@bench/size.sh $(BUILD)/corogo
	@bench/stack.sh $(BUILD)/corogo
	@bench/defer.sh $(BUILD)/corogo
	@bench/generics.sh $(BUILD)/corogo
	@bench/panic.sh $(BUILD)/corogo
	@bench/fmt.sh $(BUILD)/corogo
	@bench/rtsize.sh $(BUILD)/corogo
	@bench/stdlib.sh $(BUILD)/corogo
	@bench/boards.sh $(BUILD)/corogo

N ?= 100
SEED ?= 1
difftest: build
	@python3 tests/difftest/difftest.py --seed $(SEED) --count $(N) -j $(JOBS) --corogo $(BUILD)/corogo --out $(BUILD)/difftest

errorcheck: build
	@python3 tests/errorcheck/errorcheck.py --corogo $(BUILD)/corogo -j $(JOBS)

BOARD ?= riscv32-virt
conformance: build
	@python3 tests/conformance/conformance.py --corogo $(BUILD)/corogo --board $(BOARD) --all -j $(JOBS) $(if $(UPDATE),--update)

demo-blinky: build
	@echo "== examples/blinky.go on mps2-an385 (FPGA LEDs, timer sleeps, WFI idle)"
	@$(BUILD)/corogo run -target=mps2-an385 -heap=none examples/blinky.go
	@echo "== examples/blinky.go on riscv32-virt"
	@$(BUILD)/corogo run -target=riscv32-virt -heap=none examples/blinky.go

ECHO_INPUT = 'hello from the host\nthe UART RX interrupt wakes the echo goroutine\n.\n'
demo-echo: build
	@echo "== examples/echo.go on mps2-an385 (input piped into the UART)"
	@printf $(ECHO_INPUT) | $(BUILD)/corogo run -target=mps2-an385 -heap=none examples/echo.go
	@echo "== examples/echo.go on riscv32-virt"
	@printf $(ECHO_INPUT) | $(BUILD)/corogo run -target=riscv32-virt -heap=none examples/echo.go

clean:
	rm -rf $(BUILD)
